import Foundation

/// The repository's root folder (the one with Package.swift), for tests that read its sources and settings.
public let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path
