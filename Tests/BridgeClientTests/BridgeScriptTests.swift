import BridgeClient
import Testing

/// The `bridge.js` the host kit installs speaks the app's configuration.
struct BridgeScriptTests {
  private func prefix(_ configuration: BridgeConfiguration) -> Substring {
    let source = BridgeScript.source(for: configuration)
    #expect(source.hasSuffix(BridgeScript.source))
    return source.dropLast(BridgeScript.source.count)
  }

  @Test func theDefaultConfigurationIsSpelledOut() {
    #expect(
      prefix(BridgeConfiguration())
        == #"window.nativeBridgeConfig = window.nativeBridgeConfig || {"dialect":"typeCallback","eventFunction":"nativeBridge.emit","handlerName":"nativeBridge"};"#
        + "\n")
  }

  @Test func theReplyHandlerAndTheWadNamespaceAreNamed() throws {
    let configuration = BridgeConfiguration(
      handlerName: "app", replyHandlerName: "appReply", dialect: .wadInterface(namespace: try JSFunctionPath(validating: "shop.bridge")))
    #expect(
      prefix(configuration)
        == #"window.nativeBridgeConfig = window.nativeBridgeConfig || {"dialect":"wadInterface","handlerName":"app","replyHandlerName":"appReply","wadNamespace":"shop.bridge"};"#
        + "\n")
  }

  @Test func theActionUUIDFunctionsAreNamed() throws {
    let dialect = BridgeDialect.actionUUID(
      replyFunction: try JSFunctionPath(validating: "app.reply"), eventFunction: try JSFunctionPath(validating: "app.onEvent"))
    #expect(
      prefix(BridgeConfiguration(dialect: dialect))
        == #"window.nativeBridgeConfig = window.nativeBridgeConfig || {"dialect":"actionUUID","eventFunction":"app.onEvent","handlerName":"nativeBridge","replyFunction":"app.reply"};"#
        + "\n")
  }

  @Test func aHandlerNameIsWrittenAsALiteralNeverAsCode() {
    let source = BridgeScript.source(for: BridgeConfiguration(handlerName: #"x"};alert(1);//"#))
    #expect(
      source.hasPrefix(
        #"window.nativeBridgeConfig = window.nativeBridgeConfig || {"dialect":"typeCallback","eventFunction":"nativeBridge.emit","handlerName":"x\"};alert(1);//"};"#
      ))
  }
}
