import VipergenSettings

/// The files of a new template, as `template create` writes them: a spec, a header snippet, one code file and
/// its test. The skeleton passes `template lint`, so an author starts from something that works.
public enum TemplateSkeleton {
    /// Whether `name` can be a template: letters, digits, `_` and `-`, starting with a letter.
    public static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-")
        }
    }

    /// The skeleton's files, by path relative to the template folder.
    public static func files(name: String, author: String) -> [(path: String, text: String)] {
        [
            ("template.yml", spec(name: name, author: author)),
            ("snippets/header.liquid", header),
            ("Code/Service.swift.liquid", service),
            ("Tests/ServiceTests.swift.liquid", serviceTests),
        ]
    }

    static func spec(name: String, author: String) -> String {
        """
        # A vipergen template (see the README, "Templates"). Check it with: vipergen template lint <folder>
        name: \(CatalogsFile.quoted(name))
        summary: "\(name): one line shown by 'vipergen template list'"
        author: \(CatalogsFile.quoted(author))
        version: 0.1.0
        license: MIT
        parameters: []
        code_files:
          - {name: Service.swift, path: Code/Service.swift.liquid}
        test_files:
          - {name: ServiceTests.swift, path: Tests/ServiceTests.swift.liquid}

        """
    }

    static let header = """
        //
        //  {{ module_info.file_name }}
        //  {{ module_info.project_name }}
        //
        {% if developer.name != "" -%}
        //  Created by {{ developer.name }} on {{ date }}.
        {% else -%}
        //  Created on {{ date }}.
        {% endif -%}
        //

        """

    static let service = """
        {% include 'header' %}
        /// {{ module_info.description }}.
        final class {{ module_info.name }}Service {
            init() {}
        }

        """

    static let serviceTests = """
        {% include 'header' %}
        import XCTest
        @testable import {{ module_info.product_module_name }}

        final class {{ module_info.name }}ServiceTests: XCTestCase {
            func testItCanBeCreated() {
                _ = {{ module_info.name }}Service()
            }
        }

        """
}
