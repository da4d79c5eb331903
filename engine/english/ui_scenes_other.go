//go:build !js

package english

// CodePrinted is what copying the match's code did on the desktop: it is
// printed in the terminal (the browser's words: ui_scenes_js.go).
func CodePrinted(code string) string { return "The match's code is printed in the terminal: " + code }

// NoServer is what a desktop player does when no table server answered
// (the browser's words: ui_scenes_js.go).
const NoServer = "Playing a friend needs a table server: give the game its address with -server URL (make web starts one on this computer)."
