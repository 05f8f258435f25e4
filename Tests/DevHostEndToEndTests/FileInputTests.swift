import BridgeClient
import Foundation
import JSON
import Testing
import WebViewFeature

@testable import WebViewDevHost

extension EndToEnd {
  /// A file input's chooser becomes a `.fileInput` panel; the files the app chose reach the input
  /// that asked, and a cancel leaves it empty.
  @MainActor
  @Suite
  struct FileInputTests {
    @Test func theChosenFilesReachTheInputThatAsked() async throws {
      try await withFiles(["notes.txt": "first", "photo.png": "second"]) { files in
        try await Playground.run { devhost, _ in
          let asked = AskedFileInputs()
          devhost.answerDialog = { dialog in
            asked.dialogs.append(dialog)
            return .filesSelected(files)
          }
          try await openChooser(in: devhost, multiple: true)
          try await devhost.poll("the files to reach the input") { try await chosenFiles(in: devhost) != [] }
          #expect(try await chosenFiles(in: devhost) == ["notes.txt: first", "photo.png: second"])
          #expect(asked.dialogs.map(\.kind) == [.fileInput(allowsMultipleSelection: true, allowsDirectories: false)])
          #expect(asked.dialogs.map(\.frame) == [BridgeFrame(url: Playground.index, isMainFrame: true)])
          #expect(devhost.store.state.dialogs == [])
        }
      }
    }

    @Test func aSingleFileInputSaysSo() async throws {
      try await withFiles(["one.txt": "only"]) { files in
        try await Playground.run { devhost, _ in
          let asked = AskedFileInputs()
          devhost.answerDialog = { dialog in
            asked.dialogs.append(dialog)
            return .filesSelected(files)
          }
          try await openChooser(in: devhost, multiple: false)
          try await devhost.poll("the file to reach the input") { try await chosenFiles(in: devhost) != [] }
          #expect(try await chosenFiles(in: devhost) == ["one.txt: only"])
          #expect(asked.dialogs.map(\.kind) == [.fileInput(allowsMultipleSelection: false, allowsDirectories: false)])
        }
      }
    }

    @Test func scriptedPathsAnswerTheChooser() async throws {
      try await withFiles(["a.txt": "one", "b.txt": "two"]) { files in
        let paths = JSONValue.array(files.map { .string($0.path) })
        try await Playground.run(answers: [paths, .string(files[0].path)]) { devhost, _ in
          try await openChooser(in: devhost, multiple: true)
          try await devhost.poll("the files to reach the input") { try await chosenFiles(in: devhost) != [] }
          #expect(try await chosenFiles(in: devhost) == ["a.txt: one", "b.txt: two"])
          try await openChooser(in: devhost, multiple: false)
          try await devhost.poll("the file to reach the second input") { try await chosenFiles(in: devhost) != [] }
          #expect(try await chosenFiles(in: devhost) == ["a.txt: one"])
        }
      }
    }

    @Test func aCancelLeavesTheInputEmpty() async throws {
      try await Playground.run { devhost, _ in
        try await openChooser(in: devhost, multiple: true)
        try await devhost.poll("the chooser to be answered") {
          devhost.records.contains(
            .dialog(.fileInput(allowsMultipleSelection: true, allowsDirectories: false), message: "", .filesSelected(nil)))
        }
        #expect(try await chosenFiles(in: devhost) == [])
        #expect(devhost.store.state.dialogs == [])
      }
    }

    @Test func twoFilesForASingleFileInputAreRefusedAndTheInputStaysEmpty() async throws {
      try await withFiles(["a.txt": "a", "b.txt": "b"]) { files in
        try await Playground.run { devhost, _ in
          devhost.answerDialog = { _ in .filesSelected(files) }
          try await openChooser(in: devhost, multiple: false)
          try await devhost.poll("the chooser to be open") { !devhost.store.state.dialogs.isEmpty }
          #expect(try await chosenFiles(in: devhost) == [])
          #expect(devhost.store.state.dialogs.map(\.kind) == [.fileInput(allowsMultipleSelection: false, allowsDirectories: false)])
        }
      }
    }

    /// Puts a new file input in the page and clicks it as the user would (Chromium opens a
    /// chooser only with a user gesture).
    private func openChooser(in devhost: DevHost, multiple: Bool) async throws {
      _ = try await devhost.webView.evaluate(
        """
        (function () {
          var previous = document.getElementById('upload');
          if (previous) previous.remove();
          var input = document.createElement('input');
          input.type = 'file';
          input.id = 'upload';
          input.multiple = \(multiple);
          document.body.appendChild(input);
          input.click();
          return true;
        })()
        """, userGesture: true)
    }

    /// Each file the input holds, as `name: text`.
    private func chosenFiles(in devhost: DevHost) async throws -> [String] {
      let value = try await devhost.webView.evaluate(
        """
        Promise.all(Array.from(document.getElementById('upload').files).map(function (file) {
          return file.text().then(function (text) { return file.name + ': ' + text; });
        }))
        """, awaitingPromise: true)
      return value.arrayValue?.compactMap(\.stringValue) ?? []
    }

    /// Runs `body` with files of these names and contents in a temporary folder, removed after.
    private func withFiles(_ contents: KeyValuePairs<String, String>, _ body: ([URL]) async throws -> Void) async throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("FileInputTests-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let files = try contents.map { name, text in
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file
      }
      try await body(files)
    }
  }
}

/// The file inputs the app was asked to answer, in order.
@MainActor
private final class AskedFileInputs {
  var dialogs: [JSDialog] = []
}
