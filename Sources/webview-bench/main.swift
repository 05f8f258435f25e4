print("webview-bench")
