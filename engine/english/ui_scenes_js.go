package english

// What copying the match's code did in the browser: it is copied, or the
// page may not (the desktop's words: CodePrinted).

// CodeCopied: the code is on the clipboard.
func CodeCopied(code string) string { return "Copied the match's code: " + code }

// CodeNotCopied: the page may not use the clipboard.
func CodeNotCopied(code string) string { return "This page may not copy: the code is " + code }

// NoServer is what a player in the browser does when no table server
// answered: the page's own host is the server.
const NoServer = "Playing a friend needs the table server this page came from, and a network; against the computer, the tutorial, the rules and your record work without. Try again in a moment."
