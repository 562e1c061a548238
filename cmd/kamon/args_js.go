//go:build js

package main

// parseArgs: a page passes no command line, so the browser build runs with
// the defaults (see args_other.go).
func parseArgs([]string) (config, error) { return config{}, nil }
