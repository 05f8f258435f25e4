extension JSONValue {
  /// Converts what `WKScriptMessage.body` delivers.
  ///
  /// Accepted: `NSNull`; `NSString`/`String`; `NSNumber` (a Boolean `NSNumber`, which is what
  /// WebKit makes of `true`/`false`, becomes ``bool(_:)``, never the number 0 or 1; Swift `Bool`,
  /// integers and floating-point numbers work too); `NSDate`/`Date`, which becomes an ISO-8601
  /// string in UTC with milliseconds (`2024-05-20T12:00:00.123Z`, what `Date.prototype.toJSON`
  /// produces in the page); `NSArray`/`[Any]`; `NSDictionary`/`[String: Any]`.
  ///
  /// Anything else throws ``JSONValueError/unsupportedType(typeName:path:)`` naming the type and its
  /// place; NaN/infinities, non-string keys, duplicate keys and exceeded `limits` throw their own
  /// cases. Conversion uses its own stack, so no input can overflow the call stack.
  public init(foundation value: Any, limits: JSONLimits = .default) throws(JSONValueError) {
    self = try FoundationConverter.convert(value, limits: limits)
  }
}
