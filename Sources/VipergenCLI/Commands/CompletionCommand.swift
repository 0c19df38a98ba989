import VipergenKit

/// `vipergen completion zsh|bash|fish`: a completion script for commands, options and template names.
///
/// The scripts are made from the same command table the parser uses, so they never fall behind; template names
/// come from `vipergen list --names` when completing, so a project's own catalogs are offered too.
enum CompletionCommand {
    static let shells = ["zsh", "bash", "fish"]

    /// The word that runs the command.
    static let name = "completion"

    static let command = Command(
        name: name,
        arguments: "<zsh|bash|fish>",
        summary: "Print a shell completion script.",
        discussion: """
            bash:  source <(vipergen completion bash)        (or save it in bash-completion's completions folder)
            zsh:   vipergen completion zsh > "${fpath[1]}/_vipergen"
            fish:  vipergen completion fish > ~/.config/fish/completions/vipergen.fish
            """,
        options: CompletionOptions.self,
        run: run)

    static func run(_ arguments: Arguments<CompletionOptions>, _ context: CommandContext) throws -> ExitCode {
        guard let shell = arguments.positional(\.shell), shells.contains(shell) else {
            throw UsageError("'completion' takes one shell: zsh, bash or fish")
        }
        switch shell {
        case "zsh": context.console.output(zsh())
        case "bash": context.console.output(bash())
        default: context.console.output(fish())
        }
        return .success
    }

    /// Options with their value kinds: which complete folders, files, fixed words or nothing.
    private static func valueCompletion(_ option: OptionSpec) -> ValueCompletion {
        switch option.kind {
        case .flag: return .none
        case .value(let name, _), .list(let name):
            if option.name == "on-conflict" { return .words(ConflictPolicy.allCases.map(\.rawValue)) }
            if name == "DIR" { return .folders }
            if name == "FILE" || name.hasSuffix(".json") { return .files }
            return .anything
        }
    }

    private enum ValueCompletion {
        case none, folders, files, anything
        case words([String])
    }

    private static var commands: [Command] { CLI.commands }

    /// Commands whose positional arguments are template names.
    private static let templateCommands: Set<String> = ["gen"]

    static func bash() -> String {
        var cases = ""
        for command in commands {
            let options = (command.options + [CLI.helpOption]).map { "--\($0.name)" }.joined(separator: " ")
            var valueCases = ""
            for option in command.options {
                switch valueCompletion(option) {
                case .folders:
                    valueCases += "                --\(option.name)) COMPREPLY=($(compgen -d -- \"$cur\")); return ;;\n"
                case .files:
                    valueCases += "                --\(option.name)) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n"
                case .words(let words):
                    valueCases +=
                        "                --\(option.name)) COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
                case .anything: valueCases += "                --\(option.name)) return ;;\n"
                case .none: break
                }
            }
            let positional =
                command.name == "completion"
                ? "COMPREPLY=($(compgen -W \"\(shells.joined(separator: " "))\" -- \"$cur\"))"
                : templateCommands.contains(command.name)
                    ? "COMPREPLY=($(compgen -W \"$(vipergen list --names 2>/dev/null)\" -- \"$cur\"))"
                    : "COMPREPLY=($(compgen -f -- \"$cur\"))"
            cases += """
                        \(command.name))
                            case "$prev" in
                \(valueCases)            esac
                            if [[ "$cur" == -* ]]; then
                                COMPREPLY=($(compgen -W "\(options)" -- "$cur"))
                            else
                                \(positional)
                            fi
                            ;;

                """
        }
        return """
            # bash completion for vipergen (vipergen completion bash)
            _vipergen() {
                local cur="${COMP_WORDS[COMP_CWORD]}"
                local prev="${COMP_WORDS[COMP_CWORD-1]}"
                if [[ $COMP_CWORD -eq 1 ]]; then
                    COMPREPLY=($(compgen -W "\(commands.map(\.name).joined(separator: " ")) help --help --version" -- "$cur"))
                    return
                fi
                case "${COMP_WORDS[1]}" in
            \(cases)        help)
                        COMPREPLY=($(compgen -W "\(commands.map(\.name).joined(separator: " "))" -- "$cur"))
                        ;;
                esac
            }
            complete -F _vipergen vipergen

            """
    }

    static func zsh() -> String {
        func escape(_ text: String) -> String {
            text.replacingAll(["[": "(", "]": ")", ":": " -", "'": "", "\\": ""])
        }
        var cases = ""
        for command in commands {
            var specs = (command.options + [CLI.helpOption]).map { option -> String in
                let action: String
                switch valueCompletion(option) {
                case .none: action = ""
                case .folders: action = ":folder:_files -/"
                case .files: action = ":file:_files"
                case .anything: action = ":value: "
                case .words(let words): action = ":value:(\(words.joined(separator: " ")))"
                }
                let repeatable: Bool
                if case .value(_, true) = option.kind { repeatable = true } else { repeatable = false }
                return "'\(repeatable ? "*" : "")--\(option.name)[\(escape(option.help))]\(action)'"
            }
            if command.name == "completion" {
                specs.append("'1:shell:(\(shells.joined(separator: " ")))'")
            } else if templateCommands.contains(command.name) {
                specs.append("'*:template:_vipergen_templates'")
            } else {
                specs.append("'*:file:_files'")
            }
            cases +=
                "        \(command.name))\n            _arguments -s \\\n                "
                + specs.joined(separator: " \\\n                ") + "\n            ;;\n"
        }
        let descriptions = commands.map { "        '\($0.name):\(escape($0.summary))'" }.joined(separator: "\n")
        return """
            #compdef vipergen
            # zsh completion for vipergen (vipergen completion zsh)

            _vipergen_templates() {
                local -a templates
                templates=(${(f)"$(vipergen list --names 2>/dev/null)"})
                compadd -a templates
            }

            _vipergen() {
                local -a commands
                commands=(
            \(descriptions)
                    'help:Show help for a command'
                )
                if (( CURRENT == 2 )); then
                    _describe 'command' commands
                    return
                fi
                local command=$words[2]
                shift words
                (( CURRENT-- ))
                case $command in
            \(cases)        help)
                        _describe 'command' commands
                        ;;
                esac
            }

            _vipergen "$@"

            """
    }

    static func fish() -> String {
        func escape(_ text: String) -> String { text.replacingAll(["'": "\\'"]) }
        var lines = [
            "# fish completion for vipergen (vipergen completion fish)",
            "complete -c vipergen -f",
            "complete -c vipergen -n __fish_use_subcommand -a help -d 'Show help for a command'",
        ]
        for command in commands {
            lines.append(
                "complete -c vipergen -n __fish_use_subcommand -a \(command.name) -d '\(escape(command.summary))'")
            let condition = "-n '__fish_seen_subcommand_from \(command.name)'"
            for option in command.options + [CLI.helpOption] {
                var line = "complete -c vipergen \(condition) -l \(option.name)"
                if let short = option.short { line += " -s \(short)" }
                switch valueCompletion(option) {
                case .none: break
                case .folders: line += " -r -a '(__fish_complete_directories)'"
                case .files: line += " -r -F"
                case .anything: line += " -r"
                case .words(let words): line += " -r -a '\(words.joined(separator: " "))'"
                }
                lines.append(line + " -d '\(escape(option.help))'")
            }
            if command.name == "completion" {
                lines.append("complete -c vipergen \(condition) -a '\(shells.joined(separator: " "))'")
            } else if templateCommands.contains(command.name) {
                lines.append("complete -c vipergen \(condition) -a '(vipergen list --names 2>/dev/null)'")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    /// Replaces every character that is a key of `replacements` by its value.
    func replacingAll(_ replacements: [Character: String]) -> String {
        var result = ""
        for character in self {
            if let replacement = replacements[character] { result += replacement } else { result.append(character) }
        }
        return result
    }
}
