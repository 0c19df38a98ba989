#!/usr/bin/env perl
# Writes the string literals of Swift test files into a folder, one file each, as fuzzing seeds.
#
# Usage: extract-literals.pl OUTPUT-FOLDER PREFIX FILE.swift...
# Multi-line ("""), raw (#"..."#) and ordinary literals are read, escapes are decoded, and literals shorter than
# two characters or repeated are skipped. Interpolations are kept as written: a seed need not be exact.
use strict;
use warnings;

my ($folder, $prefix, @files) = @ARGV;
die "usage: $0 OUTPUT-FOLDER PREFIX FILE...\n" unless defined $prefix;
my %escapes = ('n' => "\n", 't' => "\t", 'r' => "\r", '0' => "\0", '"' => '"', "'" => "'", '\\' => '\\');
my %seen;
my $count = 0;

sub unescape {
    my ($text) = @_;
    $text =~ s/\\(u\{([0-9A-Fa-f]{1,6})\}|.)/defined $2 ? chr(hex $2) : ($escapes{$1} \/\/ $1)/ges;
    return $text;
}

sub emit {
    my ($text) = @_;
    return if length($text) < 2 || $seen{$text}++;
    my $path = sprintf('%s/%s-%05d', $folder, $prefix, $count++);
    open(my $out, '>:encoding(UTF-8)', $path) or die "$path: $!\n";
    print $out $text;
    close($out);
}

for my $file (@files) {
    open(my $in, '<:encoding(UTF-8)', $file) or die "$file: $!\n";
    my $source = do { local $/; <$in> };
    close($in);
    while ($source =~ s/"""[ \t]*\n(.*?)\n([ \t]*)"""//s) {
        my ($body, $indent) = ($1, $2);
        $body =~ s/^\Q$indent\E//mg;
        emit(unescape($body));
    }
    emit($1) while $source =~ s/#"(.*?)"#//;
    emit(unescape($1)) while $source =~ /"((?:[^"\\\n]|\\.)*)"/g;
}
print "$count\n";
