//go:build !js

package platform

// TakePageReview: only a page has an address to read a review from.
func TakePageReview() string { return "" }

// PageAt: only a page has an address to put a table's link in.
func PageAt(string) {}

// PageHome: only a page has an address to take a table's link out of.
func PageHome() {}
