/// What an effect's code can learn about the action that started it.
///
/// A store sets it for every task it runs an effect in, so that a client called from an effect
/// (a recording `WebViewClient`, say) can tie the call to the action whose reducer returned the
/// effect. Outside an effect it is `nil`.
package enum EffectContext {
  /// The ``ReducedAction/sequence`` of the action whose reducer returned the running effect
  /// (for an action fed back by an effect, that action's own sequence).
  @TaskLocal package static var actionSequence: Int?
}
