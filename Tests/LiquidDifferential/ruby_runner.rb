# Renders Liquid cases with Shopify's Ruby Liquid for differential.py. A development tool, not run by CI.
#
#   ruby ruby_runner.rb LIQUID_LIB < cases.json > results.json
#
# LIQUID_LIB is the lib folder of a checkout of Shopify/liquid (5.x). Input and output as for runner.swift:
# a JSON array of cases in, one `{"output": ...}` or `{"error": ...}` per case out. Templates are parsed in
# lax mode (Liquid's default) and rendered with `render!`, so that an error is an error, not text in the output.
require "json"
require "strscan"

# Liquid 5.8+ calls StringScanner#peek_byte and #scan_byte (strscan 3.1.1); older Rubies lack them.
class StringScanner
  unless method_defined?(:peek_byte)
    def peek_byte
      eos? ? nil : string.getbyte(pos)
    end

    def scan_byte
      return nil if eos?

      byte = string.getbyte(pos)
      self.pos += 1
      byte
    end
  end
end

$LOAD_PATH.unshift(ARGV.fetch(0))
require "liquid"

# The partials of the case being rendered.
class MemoryFileSystem
  attr_accessor :templates

  def read_template_file(path)
    templates.fetch(path) { raise Liquid::FileSystemError, "no partial #{path}" }
  end
end

file_system = MemoryFileSystem.new
environment = Liquid::Environment.build { |env| env.file_system = file_system }
# A fixed "now" for `date`, as runner.swift has.
NOW = Time.at(1_795_305_600).utc
class << Time
  alias_method :real_now, :now
  def now = NOW
end

cases = JSON.parse($stdin.read)
results = cases.map do |test|
  file_system.templates = test["templates"] || {}
  mode = (test["ruby_mode"] || "lax").to_sym
  begin
    template = Liquid::Template.parse(test["template"], environment: environment, error_mode: mode, line_numbers: true)
    { "output" => template.render!(test["data"] || {}, strict_variables: test["strict"], strict_filters: test["strict"]) }
  rescue Liquid::Error, StandardError, SystemStackError => e
    { "error" => "#{e.class}: #{e.message}" }
  end
end
puts JSON.generate(results)
