//go:build !js

package main

// pageReview: only a page has an address to read a review from.
func pageReview() string { return "" }

// pageAt: only a page has an address to put a table's link in.
func pageAt(string) {}
