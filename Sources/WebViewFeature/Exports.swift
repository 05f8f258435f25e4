// Configuring the feature needs BridgeClient's types (`HostAllowList`, `JSONValue`,
// `BridgeConfiguration`, `PluginRegistry`): `import WebViewFeature` alone brings them.
@_exported import BridgeClient
import JSON
