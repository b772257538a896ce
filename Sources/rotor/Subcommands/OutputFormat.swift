import ArgumentParser

/// How a command prints its results: for people, or for programs.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
