import Testing

@testable import Liquid

/// The tags, as Ruby Liquid renders them.
extension ConformanceTests {
    static var tags: [ConformanceCase] {
        ifAndUnless + caseTag + forTag + tableRowTag + liquidTag + commentsAndRaw + ifChangedTag + cycleTag
            + variableTags + partials + blankBlocks + rejected
    }

    // MARK: - if, unless

    static let ifAndUnless: [ConformanceCase] = [
        ConformanceCase(
            "a second else is never rendered", "{% if false %}1{% else %}2{% else %}3{% endif %}",
            gives: "2"),
        ConformanceCase(
            "elsif after else is never rendered", "{% if false %}1{% else %}2{% elsif true %}3{% endif %}",
            gives: "2"),
        ConformanceCase("the markup of else is ignored", "{% if false %}1{% else anything %}2{% endif %}", gives: "2"),
        ConformanceCase(
            "unless with a second else", "{% unless true %}1{% else %}2{% else %}3{% endunless %}",
            gives: "2"),
        ConformanceCase(
            "unless with elsif after else", "{% unless true %}1{% else %}2{% elsif true %}3{% endunless %}",
            gives: "2"),
        ConformanceCase(
            "unless: only the first branch is negated",
            "{% unless true %}1{% elsif true %}2{% endunless %}", gives: "2"),
        ConformanceCase(
            "a branch after else still has to parse", "{% if true %}1{% else %}2{% elsif %}3{% endif %}",
            fails: ()),
    ]

    // MARK: - case

    static let caseTag: [ConformanceCase] = [
        ConformanceCase(
            "every matching when renders",
            "{% case 'x' %}{% when 'x' %}a{% when 'y', 'x' %}b{% endcase %}", gives: "ab"),
        ConformanceCase(
            "a when renders once per matching value",
            "{% case 'x' %}{% when 'x', 'x' %}a{% endcase %}", gives: "aa"),
        ConformanceCase(
            "or and commas mix in when",
            "{% case 'x' %}{% when 'y' or 'x', 'x' %}a{% endcase %}", gives: "aa"),
        ConformanceCase(
            "when after else", "{% case 'x' %}{% when 'y' %}a{% else %}b{% when 'x' %}c{% endcase %}",
            gives: "bc"),
        ConformanceCase(
            "when after else, matching before it",
            "{% case 'x' %}{% when 'x' %}a{% else %}b{% when 'x' %}c{% endcase %}", gives: "ac"),
        ConformanceCase(
            "two else blocks", "{% case 'x' %}{% when 'y' %}a{% else %}b{% else %}c{% endcase %}",
            gives: "bc"),
        ConformanceCase(
            "an else only counts the whens before it",
            "{% case 'x' %}{% else %}b{% when 'x' %}c{% else %}d{% endcase %}", gives: "bc"),
        ConformanceCase(
            "anything after the values of a when is ignored",
            "{% case 'x' %}{% when 'x' and 'y' %}a{% endcase %}", gives: "a"),
        ConformanceCase("when blank", "{% case s %}{% when blank %}blank{% endcase %}", ["s": "  "], gives: "blank"),
        ConformanceCase(
            "when empty", "{% case list %}{% when empty %}empty{% endcase %}", ["list": []], gives: "empty"),
        ConformanceCase(
            "text before the first when is not rendered", "{% case 1 %}text{% when 1 %}one{% endcase %}",
            gives: "one"),
        ConformanceCase(
            "a case with only else never reads its subject", "{% case (1..x) %}{% else %}e{% endcase %}",
            ["x": 2.5], gives: "e"),
        ConformanceCase(
            "the subject is read again for each when",
            "{% case n %}{% when 1 %}{% increment n %}{% when 2 %}two{% endcase %}", ["n": 1], gives: "1two"),
        ConformanceCase("else in case takes nothing after it", "{% case 1 %}{% else x %}e{% endcase %}", fails: ()),
    ]

    // MARK: - for

    static let forTag: [ConformanceCase] = [
        ConformanceCase(
            "offset: continue resumes where the last loop stopped",
            "{% for n in numbers limit: 2 %}{{ n }}{% endfor %};{% for n in numbers offset: continue %}{{ n }}{% endfor %}",
            gives: "31;2"),
        ConformanceCase(
            "offset: continue with nothing to continue from starts at 0",
            "{% for n in numbers offset: continue %}{{ n }}{% endfor %}", gives: "312"),
        ConformanceCase(
            "offset: continue twice",
            "{% for i in (1..6) limit: 2 %}{{ i }}{% endfor %}|{% for i in (1..6) limit: 2 offset: continue %}{{ i }}{% endfor %}|{% for i in (1..6) offset: continue %}{{ i }}{% endfor %}",
            gives: "12|34|56"),
        ConformanceCase(
            "offset: continue after a loop that broke early still skips what it was given",
            "{% for i in (1..6) limit: 4 %}{% if i == 2 %}{% break %}{% endif %}{{ i }}{% endfor %}|{% for i in (1..6) offset: continue %}{{ i }}{% endfor %}",
            gives: "1|56"),
        ConformanceCase(
            "offset: continue is per variable and collection",
            "{% for i in (1..3) limit: 1 %}{% endfor %}{% for j in (1..3) offset: continue %}{{ j }}{% endfor %}",
            gives: "123"),
        ConformanceCase(
            "forloop.length after offset: continue",
            "{% for i in (1..5) limit: 2 %}{% endfor %}{% for i in (1..5) offset: continue %}{{ forloop.length }}{% endfor %}",
            gives: "333"),
        ConformanceCase(
            "forloop.name is the variable and the collection",
            "{% for p in products limit: 1 %}{{ forloop.name }}{% endfor %}", gives: "p-products"),
        ConformanceCase(
            "forloop.name of a range", "{% for i in (1..3) limit: 1 %}{{ forloop.name }}{% endfor %}",
            gives: "i-(1..3)"),
        ConformanceCase(
            "looping over true yields nothing", "{% for i in x %}{{ i }}{% else %}none{% endfor %}",
            ["x": true], gives: "none"),
        ConformanceCase(
            "looping over an empty string yields nothing", "{% for i in '' %}{{ i }}{% else %}none{% endfor %}",
            gives: "none"),
        ConformanceCase(
            "looping over a number yields nothing", "{% for i in 5 %}{{ i }}{% else %}none{% endfor %}",
            gives: "none"),
        ConformanceCase(
            "a string is one item, whatever the offset", "{% for i in 'abc' offset: 1 %}[{{ i }}]{% endfor %}",
            gives: "[abc]"),
        ConformanceCase(
            "a comma before limit", "{% for i in (1..6), limit: 2, offset: 1 %}{{ i }}{% endfor %}",
            gives: "23"),
        ConformanceCase(
            "a negative offset shortens the limit", "{% for i in (1..5) offset: -1 limit: 3 %}{{ i }}{% endfor %}",
            gives: "12"),
        ConformanceCase(
            "limit and offset read text as integers",
            "{% for i in (1..5) offset: '1' limit: '2' %}{{ i }}{% endfor %}", gives: "23"),
        ConformanceCase(
            "a decimal limit is an error", "{% for i in (1..5) limit: 1.5 %}{{ i }}{% endfor %}", fails: ()),
        ConformanceCase(
            "a hash is walked as pairs", "{% for kv in h %}{{ kv | join: '=' }};{% endfor %}",
            ["h": ["b": 1, "a": 2]], gives: "b=1;a=2;"),
        ConformanceCase(
            "break in an included partial stops the caller's loop",
            "{% for w in words %}{% include 'stop' %}{% endfor %}", partials: ["stop": "{{ w }}{% break %}"],
            gives: "b"),
        ConformanceCase(
            "continue in an included partial",
            "{% for w in words %}{% include 'skip' %}{{ w }}{% endfor %}",
            partials: ["skip": "{% if w == 'a' %}{% continue %}{% endif %}-"], gives: "-b-c"),
        ConformanceCase(
            "break in a nested include", "{% for w in words %}{% include 'outer' %}{% endfor %}",
            partials: ["outer": "{{ w }}{% include 'inner' %}!", "inner": "{% break %}"], gives: "b"),
        ConformanceCase(
            "break in a rendered partial stays in it",
            "{% for w in words %}{% render 'stop', w: w %}{% endfor %}", partials: ["stop": "{{ w }}{% break %}."],
            gives: "bac"),
        ConformanceCase("break outside a loop ends the template", "a{% break %}b", gives: "a"),
        ConformanceCase(
            "parentloop",
            "{% for a in (1..2) %}{% for b in (1..2) %}{{ forloop.parentloop.index }}{% endfor %}{% endfor %}",
            gives: "1122"),
    ]

    // MARK: - tablerow

    static let tableRowTag: [ConformanceCase] = [
        ConformanceCase(
            "a table of one row", "{% tablerow w in words %}{{ w }}{% endtablerow %}",
            gives:
                "<tr class=\"row1\">\n<td class=\"col1\">b</td><td class=\"col2\">a</td><td class=\"col3\">c</td></tr>\n"
        ),
        ConformanceCase(
            "cols", "{% tablerow i in (1..3) cols: 2 %}{{ i }}{% endtablerow %}",
            gives:
                "<tr class=\"row1\">\n<td class=\"col1\">1</td><td class=\"col2\">2</td></tr>\n<tr class=\"row2\"><td class=\"col1\">3</td></tr>\n"
        ),
        ConformanceCase(
            "limit and offset", "{% tablerow i in (1..5) limit: 2 offset: 1 %}{{ i }}{% endtablerow %}",
            gives: "<tr class=\"row1\">\n<td class=\"col1\">2</td><td class=\"col2\">3</td></tr>\n"),
        ConformanceCase(
            "cols, limit and offset read as Ruby's to_i",
            "{% tablerow i in (1..4) cols: '2' limit: 3.9 offset: nothing %}{{ i }}{% endtablerow %}",
            gives:
                "<tr class=\"row1\">\n<td class=\"col1\">1</td><td class=\"col2\">2</td></tr>\n<tr class=\"row2\"><td class=\"col1\">3</td></tr>\n"
        ),
        ConformanceCase(
            "tablerowloop",
            "{% tablerow i in (1..3) cols: 2 %}{{ tablerowloop.index }}{{ tablerowloop.col }}{{ tablerowloop.row }}{{ tablerowloop.col_first }}{{ tablerowloop.col_last }}{% endtablerow %}",
            gives:
                "<tr class=\"row1\">\n<td class=\"col1\">111truefalse</td><td class=\"col2\">221falsetrue</td></tr>\n<tr class=\"row2\"><td class=\"col1\">312truefalse</td></tr>\n"
        ),
        ConformanceCase(
            "tablerowloop's other properties",
            "{% tablerow i in (1..2) %}{{ tablerowloop.index0 }}{{ tablerowloop.col0 }}{{ tablerowloop.rindex }}{{ tablerowloop.rindex0 }}{{ tablerowloop.first }}{{ tablerowloop.last }}{{ tablerowloop.length }}{% endtablerow %}",
            gives:
                "<tr class=\"row1\">\n<td class=\"col1\">0021truefalse2</td><td class=\"col2\">1110falsetrue2</td></tr>\n"
        ),
        ConformanceCase(
            "break in tablerow", "{% tablerow i in (1..3) %}{{ i }}{% break %}x{% endtablerow %}",
            gives: "<tr class=\"row1\">\n<td class=\"col1\">1</td></tr>\n"),
        ConformanceCase(
            "continue in tablerow", "{% tablerow i in (1..2) %}{{ i }}{% continue %}x{% endtablerow %}",
            gives: "<tr class=\"row1\">\n<td class=\"col1\">1</td><td class=\"col2\">2</td></tr>\n"),
        ConformanceCase(
            "an empty collection still makes a row", "{% tablerow i in empty_list %}{{ i }}{% endtablerow %}",
            gives: "<tr class=\"row1\">\n</tr>\n"),
        ConformanceCase("nil makes nothing at all", "{% tablerow i in nothing %}{{ i }}{% endtablerow %}", gives: ""),
        ConformanceCase(
            "tablerow in a for loop",
            "{% for j in (1..2) %}{% tablerow i in (1..1) %}{{ j }}{% endtablerow %}{% endfor %}",
            gives:
                "<tr class=\"row1\">\n<td class=\"col1\">1</td></tr>\n<tr class=\"row1\">\n<td class=\"col1\">2</td></tr>\n"
        ),
    ]

    // MARK: - liquid

    static let liquidTag: [ConformanceCase] = [
        ConformanceCase("one tag per line", "{% liquid\n  assign x = 'a'\n  echo x | upcase\n%}", gives: "A"),
        ConformanceCase(
            "blocks in a liquid tag",
            "{% liquid\nfor i in (1..3)\n  if i == 2\n    continue\n  endif\n  echo i\nendfor\n%}", gives: "13"),
        ConformanceCase(
            "comments in a liquid tag", "{% liquid\n# a comment\n  # another one\necho 'x'\n%}", gives: "x"),
        ConformanceCase(
            "a comment block in a liquid tag", "{% liquid\ncomment\nanything { here\nendcomment\necho 'x'\n%}",
            gives: "x"),
        ConformanceCase("an empty liquid tag", "{% liquid %}", gives: ""),
        ConformanceCase("liquid in liquid", "{% liquid liquid echo 'x' %}", gives: "x"),
        ConformanceCase("carriage returns end lines too", "{% liquid\r\nassign x = 1\r\necho x\r\n%}", gives: "1"),
        ConformanceCase("white-space control", "a  {%- liquid echo 'b' -%}  c", gives: "abc"),
        ConformanceCase("a block opened in a liquid tag closes in it", "{% liquid if true %}yes{% endif %}", fails: ()),
        ConformanceCase(
            "a liquid tag cannot close a block opened outside it", "{% if true %}{% liquid endif %}",
            fails: ()),
        ConformanceCase("a line that is not a tag", "{% liquid\n{{ x }}\n%}", fails: ()),
    ]

    // MARK: - Comments, raw and doc

    static let commentsAndRaw: [ConformanceCase] = [
        ConformanceCase("an inline comment", "a{% # note %}b", gives: "ab"),
        ConformanceCase("an inline comment with quotes", "a{%# it's \"quoted %}b", gives: "ab"),
        ConformanceCase(
            "an inline comment over lines, each starting with #", "a{%-\n  # one\n  # two\n-%}b",
            gives: "ab"),
        ConformanceCase("an inline comment line without #", "{% # one\n two %}", fails: ()),
        ConformanceCase("an inline comment ends at the first %}", "{%- # {% echo 'x' %} -%}", gives: " -%}"),
        ConformanceCase(
            "raw keeps what looks like tags", "{% raw %}{{ x }}{% if %}{% endraw %}", gives: "{{ x }}{% if %}"),
        ConformanceCase("raw with broken tags", "{% raw %} %} {% }} {{ {% endraw %}", gives: " %} {% }} {{ "),
        ConformanceCase("raw does not nest", "{% raw %}{% raw %}{% endraw %}", gives: "{% raw %}"),
        ConformanceCase(
            "the dashes inside raw's tags do not trim its body", "[{% raw -%} x {%- endraw %}]",
            gives: "[ x ]"),
        ConformanceCase("raw takes nothing after its name", "{% raw x %}{% endraw %}", fails: ()),
        ConformanceCase(
            "a raw body in a comment", "{% comment %}{% raw %}{% endcomment %}{% endraw %}{% endcomment %}x",
            gives: "x"),
        ConformanceCase("comments nest", "{% comment %}{% comment %}{% endcomment %}a{% endcomment %}x", gives: "x"),
        ConformanceCase("a half tag does not end a comment", "{% comment %}{% {{ {%- endcomment %}", fails: ()),
        ConformanceCase("doc is not rendered", "a{% doc %}{{ not parsed {% if %}{% enddoc %}b", gives: "ab"),
        ConformanceCase("doc and white-space control", "a\n {%- doc %}x{% enddoc -%}  b", gives: "ab"),
        ConformanceCase("doc does not nest", "{% doc %}{% doc %}{% enddoc %}", fails: ()),
    ]

    // MARK: - ifchanged

    static let ifChangedTag: [ConformanceCase] = [
        ConformanceCase(
            "ifchanged in a loop",
            "{% for i in list %}{% ifchanged %}{{ i }}{% endifchanged %}{% endfor %}", ["list": [1, 1, 2, 2, 1]],
            gives: "121"),
        ConformanceCase(
            "ifchanged compares with the last ifchanged anywhere",
            "{% ifchanged %}a{% endifchanged %}{% ifchanged %}a{% endifchanged %}{% ifchanged %}b{% endifchanged %}",
            gives: "ab"),
    ]

    // MARK: - cycle

    static let cycleTag: [ConformanceCase] = [
        ConformanceCase(
            "unnamed cycles with the same values share their place",
            "{% cycle 'a', 'b' %}{% cycle 'a', 'b' %}{% cycle 'a', 'b' %}", gives: "aba"),
        ConformanceCase(
            "a group is named by its value, not its text",
            "{% cycle g: 'a', 'b' %}{% assign g = 'x' %}{% cycle g: 'a', 'b' %}{% cycle g: 'a', 'b' %}",
            gives: "aab"),
        ConformanceCase(
            "undefined group names are the same group",
            "{% cycle one: 'a', 'b', 'c' %}{% cycle two: 'a', 'b', 'c' %}", gives: "ab"),
        ConformanceCase(
            "a group keeps its place when the values change",
            "{% cycle 'g': 'a', 'b', 'c' %}{% cycle 'g': 'a', 'b' %}{% cycle 'g': 'a' %}", gives: "aba"),
        ConformanceCase(
            "a group whose place is past this tag's values prints nothing and starts over",
            "{% cycle 'g': '1' %}{% cycle 'g': '1', '2' %}{% cycle 'g': '1', '2', '3' %}", gives: "112"),
        ConformanceCase(
            "unnamed cycles of variables each keep their own place",
            "{% cycle x, y %}{% cycle x, y %}", ["x": "a", "y": "b"], gives: "aa"),
    ]

    // MARK: - assign, capture, echo, increment

    static let variableTags: [ConformanceCase] = [
        ConformanceCase("a name of digits", "{% assign 123 = 'x' %}{{ 123 }}", gives: "123"),
        ConformanceCase("capture into a name of digits", "{% capture 123 %}x{% endcapture %}{{ 123 }}", gives: "123"),
        ConformanceCase("names with hyphens", "{% assign a-b = 'x' %}{{ a-b }}", gives: "x"),
        ConformanceCase("echo with nothing", "a{% echo %}b", gives: "ab"),
        ConformanceCase("an empty output", "a{{ }}b", gives: "ab"),
        ConformanceCase("echo with filters", "{% echo name | upcase %}", gives: "WORLD"),
        ConformanceCase(
            "increment starts from the variable of the same name", "{% increment n %}{% increment n %}",
            ["n": 5], gives: "56"),
        ConformanceCase(
            "assign hides a counter", "{% increment c %}{% assign c = 'x' %}{{ c }}{% increment c %}",
            gives: "0x1"),
        ConformanceCase("decrement", "{% decrement d %}{% decrement d %}{{ d }}", gives: "-1-2-2"),
    ]

    // MARK: - include, render

    static let partials: [ConformanceCase] = [
        ConformanceCase(
            "render for gives the partial a forloop",
            "{% render 'item' for words %}",
            partials: ["item": "{{ forloop.index }}{{ item }}{% if forloop.last %}.{% endif %}"],
            gives: "1b2a3c."),
        ConformanceCase(
            "forloop.name of render for is the partial's name", "{% render 'item' for words %}",
            partials: ["item": "{{ forloop.name }},"], gives: "item,item,item,"),
        ConformanceCase(
            "the render forloop has no parentloop",
            "{% for x in (1..2) %}{% render 'item' for words %}{% endfor %}",
            partials: ["item": "{{ forloop.parentloop.index }}"], gives: ""),
        ConformanceCase(
            "loops in a rendered partial have no parentloop", "{% render 'item' for (1..2) %}",
            partials: ["item": "{% for y in (1..2) %}{{ forloop.parentloop.index }}{{ forloop.index }}{% endfor %}"],
            gives: "1212"),
        ConformanceCase(
            "render with binds an array as it is", "{% render 'item' with words %}",
            partials: ["item": "{{ item | join: ',' }}"], gives: "b,a,c"),
        ConformanceCase(
            "render for over a hash", "{% render 'item' for h %}", ["h": ["a": 1]],
            partials: ["item": "{{ item | join: '=' }}"], gives: "a=1"),
        ConformanceCase(
            "render for of a string renders once", "{% render 'item' for name %}",
            partials: ["item": "[{{ item }}]"], gives: "[World]"),
        ConformanceCase(
            "include with an array renders once per item", "{% include 'item' with words %}",
            partials: ["item": "{{ item }}"], gives: "bac"),
        ConformanceCase(
            "include for a hash renders once", "{% include 'item' for h %}", ["h": ["a": 1]],
            partials: ["item": "{{ item.a }}"], gives: "1"),
        ConformanceCase(
            "include binds the variable named like the partial", "{% include 'item' %}", ["item": ["x", "y"]],
            partials: ["item": "<{{ item }}>"], gives: "<x><y>"),
        ConformanceCase("render's name must be a string", "{% render name %}", fails: ()),
        ConformanceCase("include's name must be text", "{% include 5 %}", fails: ()),
    ]

    // MARK: - Blank blocks

    static let blankBlocks: [ConformanceCase] = [
        ConformanceCase("an if of white space", "[{% if true %}  \n  {% endif %}]", gives: "[]"),
        ConformanceCase(
            "an if of assigns and white space", "[{% if true %}\n  {% assign a = 1 %}\n{% endif %}]{{ a }}",
            gives: "[]1"),
        ConformanceCase(
            "else and elsif bodies too", "[{% if false %} {% elsif false %} {% else %}  {% endif %}]",
            gives: "[]"),
        ConformanceCase("unless", "[{% unless false %}  {% endunless %}]", gives: "[]"),
        ConformanceCase(
            "case", "[{% case 1 %}  {% when 1 %}  {% capture c %}x{% endcapture %}  {% endcase %}]{{ c }}",
            gives: "[]x"),
        ConformanceCase("for", "[{% for i in (1..3) %}  {% endfor %}]", gives: "[]"),
        ConformanceCase("for with else", "[{% for i in empty_list %} {% else %}  {% endfor %}]", gives: "[]"),
        ConformanceCase(
            "blank blocks in blank blocks",
            "[{% if true %} {% if true %} {% comment %}x{% endcomment %} {% endif %} {% endif %}]",
            gives: "[]"),
        ConformanceCase(
            "a capture with white space keeps it", "{% capture c %}  {% endcapture %}[{{ c }}]",
            gives: "[  ]"),
        ConformanceCase("output makes a block not blank", "[{% if true %} {{ '' }} {% endif %}]", gives: "[  ]"),
        ConformanceCase("an empty output makes a block not blank", "[{% if true %} {{ }} {% endif %}]", gives: "[  ]"),
        ConformanceCase(
            "a counter makes a block not blank", "[{% if true %} {% increment i %} {% endif %}]",
            gives: "[ 0 ]"),
        ConformanceCase(
            "raw with text makes a block not blank", "[{% if true %} {% raw %} {% endraw %} {% endif %}]",
            gives: "[   ]"),
        ConformanceCase("empty raw is blank", "[{% if true %} {% raw %}{% endraw %} {% endif %}]", gives: "[]"),
        ConformanceCase(
            "doc with text makes a block not blank", "[{% if true %} {% doc %}x{% enddoc %} {% endif %}]",
            gives: "[  ]"),
        ConformanceCase(
            "a liquid tag of assigns is blank", "[{% if true %} {% liquid assign a = 1 %} {% endif %}]",
            gives: "[]"),
        ConformanceCase("an inline comment is blank", "[{% for i in (1..2) %} {% # note %} {% endfor %}]", gives: "[]"),
    ]

    // MARK: - What Liquid rejects

    static let rejected: [ConformanceCase] = [
        ConformanceCase("assign to a name with a question mark", "{% assign foo? = 1 %}", fails: ()),
        ConformanceCase("assign without =", "{% assign foo 1 %}", fails: ()),
        ConformanceCase("an unknown tag", "{% nosuchtag %}", fails: ()),
        ConformanceCase("else in for twice", "{% for i in (1..2) %}{% else %}{% else %}{% endfor %}", fails: ()),
        ConformanceCase("an unclosed raw", "{% raw %}x", fails: ()),
        ConformanceCase("raw in a liquid tag", "{% liquid raw %}", fails: ()),
    ]

    @Test(arguments: tags)
    func tag(_ test: ConformanceCase) { test.check() }
}
