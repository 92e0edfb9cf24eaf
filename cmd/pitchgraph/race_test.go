//go:build race

package main

// The race detector keeps shadow memory beside the heap: five to ten times
// its size.
func init() { raceFactor = 8 }
