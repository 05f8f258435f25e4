import JSON

extension BridgeMessage {
  /// A message body as the host received it, with the ``SecretFields`` of the action it names
  /// replaced by `placeholder` in its payload, for an action log.
  ///
  /// Decoding the result gives the request decoding `body` gives, with those fields redacted, so
  /// a replay reaches the same decisions. A JSON-text body is read with the configuration's
  /// limits and written again; one that cannot be read (the screen refuses it) but names an
  /// action with secret fields becomes `placeholder` as a whole, because its text may hold them
  /// anywhere. A replay then refuses it for another reason.
  package static func redactingSecrets(
    in body: JSONValue, configuration: BridgeConfiguration, plugins: PluginRegistry, placeholder: String
  ) -> JSONValue {
    let dialect = configuration.dialect
    switch body {
    case .object(var fields):
      guard case .string(let action) = fields[dialect.actionKey], let payload = fields[dialect.payloadKey] else { return body }
      let secrets = plugins.secretFields(of: action)
      guard !secrets.payload.isEmpty else { return body }
      fields[dialect.payloadKey] = secrets.redacting(payload: payload, with: placeholder)
      return .object(fields)
    case .string(let text):
      do throws(JSONValueError) {
        let json = try JSONValue(jsonText: text, limits: configuration.limits)
        let redacted = redactingSecrets(in: json, configuration: configuration, plugins: plugins, placeholder: placeholder)
        return redacted == json ? body : .string(redacted.jsonText())
      } catch {
        let action = JSONValue.topLevelScalars(named: [dialect.actionKey], in: text)?[dialect.actionKey]?.stringValue
        guard let action, !plugins.secretFields(of: action).payload.isEmpty else { return body }
        return .string(placeholder)
      }
    default:
      return body
    }
  }
}
