//go:build !js

package main

// pageReview: only a page has an address to read a review from.
func pageReview() string { return "" }
