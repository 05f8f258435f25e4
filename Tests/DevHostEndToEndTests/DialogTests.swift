import BridgeClient
import Foundation
import Testing
import WebViewFeature

@testable import WebViewDevHost

extension EndToEnd {
  /// JavaScript panels become `dialogRequested`; the answers reach the page's script.
  @MainActor
  @Suite
  struct DialogTests {
    @Test func scriptedAnswersReachThePage() async throws {
      try await Playground.run(answers: ["ok", true, "Mina"]) { devhost, _ in
        for button in ["alert", "confirm", "prompt"] {
          try await devhost.click(button)
          _ = try await devhost.result(of: button)
        }
        #expect(try await devhost.result(of: "alert") == ["status": "resolved", "value": .null])
        #expect(try await devhost.result(of: "confirm") == ["status": "resolved", "value": true])
        #expect(try await devhost.result(of: "prompt") == ["status": "resolved", "value": "Mina"])
        #expect(devhost.records.contains(.dialog(.confirm, message: "Leave this page?", .confirmed(true))))
        #expect(devhost.records.contains(.dialog(.prompt(defaultText: "Kim"), message: "Your name?", .prompted("Mina"))))
      }
    }

    @Test func withoutAnswersPanelsGetTheirDefaults() async throws {
      try await Playground.run { devhost, _ in
        try await devhost.click("confirm")
        #expect(try await devhost.result(of: "confirm") == ["status": "resolved", "value": false])
        try await devhost.click("prompt")
        #expect(try await devhost.result(of: "prompt") == ["status": "resolved", "value": .null])
      }
    }

    @Test func anAnswerOfTheWrongKindGivesTheDefaultAndADiagnostic() async throws {
      try await Playground.run(answers: ["not a bool"]) { devhost, _ in
        try await devhost.click("confirm")
        #expect(try await devhost.result(of: "confirm") == ["status": "resolved", "value": false])
        #expect(devhost.records.contains { if case .diagnostic(let text) = $0 { text.contains("does not fit") } else { false } })
      }
    }

    @Test func aPanelCarriesTheFrameThatOpenedIt() async throws {
      try await Playground.run { devhost, _ in
        let asked = AskedPanels()
        devhost.answerDialog = { dialog in
          asked.dialogs.append(dialog)
          return dialog.defaultResult
        }
        try await devhost.click("alert")
        try await devhost.poll("the page's panel") { asked.dialogs.count == 1 }
        _ = try await devhost.webView.evaluate(
          """
          (function () {
            var frame = document.createElement('iframe');
            frame.onload = function () { frame.contentWindow.eval("setTimeout(function () { alert('from the frame'); }, 0)"); };
            frame.src = '/next.html';
            document.body.appendChild(frame);
            return true;
          })()
          """)
        try await devhost.poll("the iframe's panel") { asked.dialogs.count == 2 }
        let next = URL(string: "\(Playground.origin)/next.html")!
        #expect(asked.dialogs.map(\.frame) == [BridgeFrame(url: Playground.index, isMainFrame: true), BridgeFrame(url: next, isMainFrame: false)])
        #expect(asked.dialogs.map(\.origin) == ["app.devhost.test", "app.devhost.test"])
      }
    }

    @Test func aPanelTheAppAnswersItselfReachesThePage() async throws {
      try await Playground.run { devhost, _ in
        devhost.answerDialog = { _ in .prompted("typed by hand") }
        try await devhost.click("prompt")
        #expect(try await devhost.result(of: "prompt") == ["status": "resolved", "value": "typed by hand"])
      }
    }
  }
}

/// The panels the app was asked to answer, in order.
@MainActor
private final class AskedPanels {
  var dialogs: [JSDialog] = []
}
