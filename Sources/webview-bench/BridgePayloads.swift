import Foundation

/// Bridge message and payload texts of a given size, shaped like real app data: records with
/// ids, titles holding quotes, non-ASCII text and `</script>`, and tag lists.
enum BridgePayloads {
  /// A JSON array of records, about `bytes` long.
  static func records(bytes: Int) -> String {
    var parts: [String] = []
    var total = 2
    var index = 0
    while total < bytes {
      let record = """
        {"id":\(index),"title":"Item \(index): \\"quoted\\" café 한글 </script>","price":\(Double(index) * 1.25),\
        "tags":["new","sale"],"inStock":\(index % 2 == 0)}
        """
      parts.append(record)
      total += record.utf8.count + 1
      index += 1
    }
    return "[" + parts.joined(separator: ",") + "]"
  }

  /// A dialect 1 message `{type, callback, data}` of about `bytes` bytes, as JSON text.
  static func message(bytes: Int) -> String {
    #"{"type":"saveItems","callback":"onReply","data":{"items":"# + records(bytes: bytes - 64) + "}}"
  }
}
