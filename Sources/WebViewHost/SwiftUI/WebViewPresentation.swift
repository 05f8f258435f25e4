#if canImport(SwiftUI)
  import Foundation
  import QuickLook
  import SwiftUI
  import UniformTypeIdentifiers
  import WebViewFeature

  extension View {
    /// Presents what `presenter` says the screen asks for, and answers each exactly once: the
    /// page's panel as an alert (a text field for a prompt, Allow and Don't Allow for a
    /// permission the policy asks about, a user name and a password field for a server's
    /// sign-in), a file input's chooser as the
    /// system's file importer, the toast at the bottom for two seconds, the load error at the
    /// top with Retry and Dismiss, a URL for the system through the environment's `openURL`, a
    /// running download at the bottom with its progress and Cancel, and a finished one in Quick
    /// Look (which shares it too).
    ///
    /// The logic — what is shown, what is sent back, what a dismissal without an answer sends —
    /// is `WebViewPresenter`'s, tested on Linux; this modifier only shows it. Every text is the
    /// configuration's `WebViewMessages` (button labels included), so it follows the app's
    /// language. A view that presents differently uses the presenter directly.
    public func webViewPresentation(_ presenter: WebViewPresenter) -> some View {
      modifier(WebViewPresentation(presenter: presenter))
    }
  }

  /// The modifier behind ``SwiftUI/View/webViewPresentation(_:)``.
  struct WebViewPresentation: ViewModifier {
    let presenter: WebViewPresenter
    @State private var promptText = ""
    // A sign-in's fields, emptied for every panel: a password never outlives its panel.
    @State private var userName = ""
    @State private var password = ""
    @Environment(\.openURL) private var openURL

    func body(content: Content) -> some View {
      let messages = presenter.messages
      // The panel this body shows, as an alert or as the file importer.
      let shown = presenter.dialog
      let fileInput = shown.flatMap(FileInput.init)
      let alert = fileInput == nil ? shown : nil
      content
        .alert(
          Text(alert?.title ?? ""),
          isPresented: isShowing(alert),
          presenting: alert
        ) { dialog in
          switch dialog.kind {
          case .alert:
            Button(messages.okButton) { presenter.answer(dialog, with: .alertDismissed) }
          case .confirm:
            Button(messages.cancelButton, role: .cancel) { presenter.answer(dialog, with: .confirmed(false)) }
            Button(messages.okButton) { presenter.answer(dialog, with: .confirmed(true)) }
          case .prompt:
            TextField(dialog.message, text: $promptText)
            Button(messages.cancelButton, role: .cancel) { presenter.answer(dialog, with: .prompted(nil)) }
            Button(messages.okButton) { presenter.answer(dialog, with: .prompted(promptText)) }
          case .permission:
            Button(messages.denyButton, role: .cancel) { presenter.answer(dialog, with: .permissionDecided(granted: false)) }
            Button(messages.allowButton) { presenter.answer(dialog, with: .permissionDecided(granted: true)) }
          case .credentials:
            TextField(messages.userNameField, text: $userName)
            SecureField(messages.passwordField, text: $password)
            Button(messages.cancelButton, role: .cancel) { presenter.answer(dialog, with: .credentialsProvided(nil)) }
            // Without a user name there is nothing to sign in with: the same as Cancel, which
            // the reducer takes, where it would refuse the empty name and leave the panel open.
            Button(messages.signInButton) {
              presenter.answer(dialog, with: .credentialsProvided(userName.isEmpty ? nil : Credentials(user: userName, password: password)))
            }
          case .fileInput, .clientCertificate:
            EmptyView()
          }
        } message: { dialog in
          Text(dialog.message)
        }
        .fileImporter(
          isPresented: isShowing(fileInput?.dialog),
          allowedContentTypes: fileInput?.allowsDirectories == true ? [.item, .folder] : [.item],
          allowsMultipleSelection: fileInput?.allowsMultipleSelection ?? false
        ) { result in
          guard let dialog = fileInput?.dialog else { return }
          switch result {
          case .success(let urls) where !urls.isEmpty:
            // The importer's URLs are security-scoped on iOS: WebKit reads them after this
            // returns, when the page uploads, so access is not given back.
            for url in urls { _ = url.startAccessingSecurityScopedResource() }
            presenter.answer(dialog, with: .filesSelected(urls))
          case .success, .failure:
            presenter.dismiss(dialog)
          }
        }
        .onChange(of: shown?.id, initial: true) {
          if case .prompt(let defaultText) = shown?.kind { promptText = defaultText ?? "" }
          (userName, password) = ("", "")
        }
        .overlay(alignment: .bottom) {
          if let toast = presenter.toast {
            Text(toast.message)
              .padding()
              .background(.regularMaterial)
              .task(id: toast.id) {
                // Cancelled when the view goes away: the toast was not seen for its time.
                guard (try? await Task.sleep(for: .seconds(2))) != nil else { return }
                presenter.toastFinished(toast)
              }
          }
        }
        .overlay(alignment: .bottom) {
          if let download = presenter.downloads.first(where: \.isInProgress) {
            HStack {
              Text(download.fileName)
              ProgressView(value: download.fractionCompleted ?? 0)
              Button(messages.cancelButton) { presenter.cancel(download) }
            }
            .padding()
            .background(.regularMaterial)
          }
        }
        .quickLookPreview(previewing(presenter.finishedDownload))
        .overlay(alignment: .top) {
          if let banner = presenter.errorBanner {
            VStack {
              Text(banner.message)
              HStack {
                Button(messages.retryButton) { presenter.retry(banner) }
                Button(messages.dismissButton) { presenter.dismiss(banner) }
              }
            }
            .padding()
            .background(.regularMaterial)
          }
        }
        .onChange(of: presenter.urlToOpen, initial: true) {
          guard let url = presenter.urlToOpen else { return }
          openURL(url)
          presenter.opened(url)
        }
    }

    /// Whether `dialog` is on screen, for the alert or the importer that shows it: a dismissal
    /// SwiftUI reports later is about it, not about the next one (the presenter then sends
    /// nothing).
    private func isShowing(_ dialog: WebViewPresenter.Dialog?) -> Binding<Bool> {
      Binding(
        get: { @MainActor in dialog != nil && presenter.dialog?.id == dialog?.id },
        set: { @MainActor isPresented in if !isPresented, let dialog { presenter.dismiss(dialog) } })
    }
  }

  extension WebViewPresentation {
    /// The file of `download` while Quick Look shows it: closing the preview dismisses that
    /// download, not the next one.
    fileprivate func previewing(_ download: Download?) -> Binding<URL?> {
      Binding(
        get: { @MainActor in
          guard let download, presenter.finishedDownload?.id == download.id, case .finished(let file) = download.status else { return nil }
          return file
        },
        set: { @MainActor file in if file == nil, let download { presenter.dismiss(download) } })
    }
  }

  /// A file input's panel, with what its importer may choose.
  private struct FileInput {
    let dialog: WebViewPresenter.Dialog
    let allowsMultipleSelection: Bool
    let allowsDirectories: Bool

    init?(_ dialog: WebViewPresenter.Dialog) {
      guard case .fileInput(let allowsMultipleSelection, let allowsDirectories) = dialog.kind else { return nil }
      self.dialog = dialog
      self.allowsMultipleSelection = allowsMultipleSelection
      self.allowsDirectories = allowsDirectories
    }
  }
#endif
