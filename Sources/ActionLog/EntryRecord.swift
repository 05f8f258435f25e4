import StoreRuntime

/// A schema-1 entry line.
struct EntryRecord<State: Decodable, Action: Decodable>: Decodable {
  /// When set to `true` in a decoder's `userInfo`, the `state` field is left undecoded.
  static var skipCheckpointKey: CodingUserInfoKey { CodingUserInfoKey(rawValue: "ActionLog.skipCheckpoint")! }

  var seq: Int
  var time: Double
  var date: Double?
  var origin: ActionOrigin
  var action: Action
  var state: State?

  private enum CodingKeys: String, CodingKey {
    case seq, time, date, origin, action, state
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    seq = try container.decode(Int.self, forKey: .seq)
    time = try container.decode(Double.self, forKey: .time)
    date = try container.decodeIfPresent(Double.self, forKey: .date)
    origin = try container.decode(ActionOrigin.self, forKey: .origin)
    action = try container.decode(Action.self, forKey: .action)
    let skipsCheckpoint = decoder.userInfo[Self.skipCheckpointKey] as? Bool ?? false
    state = skipsCheckpoint ? nil : try container.decodeIfPresent(State.self, forKey: .state)
  }
}
