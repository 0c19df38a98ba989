import SourceDeclarations
import Testing

@Suite("Objective-C classes and protocols")
struct ObjectiveCDeclarationScannerTests {
    static let cases: [(source: String, names: [String])] = [
        (
            "@interface SPTableView : NSTableView\n@end\n@protocol SPDelegate <NSObject>\n@end",
            ["SPTableView", "SPDelegate"]
        ),
        ("@interface SPTableView (Additions)\n@end\n@interface SPTableView ()\n@end", []),
        ("@protocol Forward;\n@protocol A, B;\n@class C;\nProtocol *p = @protocol(Real);", []),
        ("// @interface InComment : NSObject\n/* @protocol InBlock */\nNSString *s = @\"@interface InString\";", []),
        ("#define DECLARE @interface InMacro : NSObject \\\n  @end\n@interface After : NSObject\n@end", ["After"]),
        ("char c = '@'; @interface   Spaced\n  : NSObject\n@end", ["Spaced"]),
    ]

    @Test("declarations, not categories, forward declarations, comments or strings", arguments: cases)
    func declarations(_ example: (source: String, names: [String])) {
        #expect(ObjectiveCDeclarationScanner.types(in: Array(example.source.utf8)).map(\.name) == example.names)
    }

    @Test("the line of each name")
    func lines() {
        let source = "#import <Foundation/Foundation.h>\n\n/* @interface X */\n@interface LoginView : UIView\n@end\n"
        #expect(
            ObjectiveCDeclarationScanner.types(in: Array(source.utf8)) == [TypeDeclaration(name: "LoginView", line: 4)])
    }
}
