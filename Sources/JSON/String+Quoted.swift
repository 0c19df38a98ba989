extension String {
    /// The text in double quotes, with `"` and `\` escaped by a backslash and every other character that
    /// `escape` answers for replaced by its answer: the loop shared by the JSON, YAML and Swift literals vipergen
    /// writes, each language giving its own escapes.
    public func quoted(escaping escape: (Unicode.Scalar) -> String?) -> String {
        var result = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if let replacement = escape(scalar) {
                    result += replacement
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
