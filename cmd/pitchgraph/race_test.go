//go:build race

package main

// The race detector keeps shadow memory beside the heap, five to ten times
// its size, and slows CPU work down.
func init() { raceFactor, raceSlowdown = 8, 2 }
