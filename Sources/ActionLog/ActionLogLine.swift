/// What one line of an action log after the header holds.
enum ActionLogLine<State, Action> {
  /// An action, with its time, origin and maybe a checkpoint.
  case entry(ActionLogEntry<State, Action>)
  /// A call an effect made (format version 2), belonging to the entry ``RecordedCall/cause``.
  case call(RecordedCall)
}
