import Foundation
import JSON
import StoreRuntime

/// An entry line.
struct EntryRecord<State: Decodable, Action: Decodable>: Decodable {
  /// When set to `true` in a decoder's `userInfo`, the `state` field is left undecoded.
  static var skipCheckpointKey: CodingUserInfoKey { CodingUserInfoKey(rawValue: "ActionLog.skipCheckpoint")! }

  var seq: Int
  var time: Double
  var date: Double?
  var origin: ActionOrigin
  var action: Action
  var state: State?
  var elided: Bool?

  private enum CodingKeys: String, CodingKey {
    case seq, time, date, origin, action, state, elided
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
    elided = try container.decodeIfPresent(Bool.self, forKey: .elided)
  }
}

extension EntryRecord {
  /// The entry, dated from `start` unless the line has an exact `date`.
  func entry(startDate: Date) -> ActionLogEntry<State, Action> {
    let date = self.date.map(Date.init(timeIntervalSinceReferenceDate:)) ?? startDate.addingTimeInterval(time)
    return ActionLogEntry(
      sequence: seq, date: date, origin: origin, action: action, checkpoint: state, isElided: elided ?? false)
  }
}

/// A line after the header: a call line when it has a `call` field and no `seq`, an entry line
/// otherwise.
enum LineRecord<State: Decodable, Action: Decodable>: Decodable {
  case entry(EntryRecord<State, Action>)
  case call(RecordedCall)

  private enum CodingKeys: String, CodingKey {
    case seq, call
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if !container.contains(.seq), container.contains(.call) {
      self = .call(try RecordedCall(from: decoder))
    } else {
      self = .entry(try EntryRecord(from: decoder))
    }
  }
}
