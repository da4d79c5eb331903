//go:build !js

package platform

// PageReview: only a page has an address to read a review from.
func PageReview() string { return "" }

// PageAt: only a page has an address to put a table's link in.
func PageAt(string) {}
