package english

import (
	"fmt"
	"strings"
)

// The other scenes' chrome: the record's, the review's and the
// tutorial's titles, buttons and footers (their words proper — the
// tally, the review's judgements, the narration — are in record.go's and
// review.go's and tutor.go's functions).

// The record's scene.
const (
	RecordTitle      = "Your record"
	NextTallyButton  = "Next game"
	ResetButton      = "Reset…"
	ResetYesButton   = "Reset the record"
	ResetNoButton    = "Keep it"
	NoMatchesYetTail = ": your results against the computer appear here after your first match."
)

// ChartLegend is the words beside the colours of the record chart's key.
var ChartLegend = [2]string{"won", "lost"}

// RecordFoot is the record's footer, longest first.
func RecordFoot(touch bool) []string {
	if touch {
		return []string{"Kept on this device"}
	}
	return []string{"← → and Enter, or click · Esc to go back · kept on this device", "Esc to go back"}
}

// The review's buttons: the summary's and the replay's.
const (
	StepThroughButton = "Step through"
	CopyCodeButton    = "Copy code"
	StepBackButton    = "← Back"
	StepNextButton    = "Next →"
	SummaryButton     = "Summary"
	ExitButton        = "Exit"
)

// ReviewTitle is the review's summary's heading: "Review · Cribbage
// (six-card, 121), seed 123456".
func ReviewTitle(game string, seed uint64) string {
	return fmt.Sprintf("Review · %s, seed %d", game, seed)
}

// SummaryFoot is the review's summary's footer, longest first.
func SummaryFoot(touch bool) []string {
	if touch {
		return []string{"Tap Step through to replay the match"}
	}
	return []string{"Enter or Space: step through the match · Esc: back", "Esc: back"}
}

// ReplayFoot is the review's replay's footer, longest first.
func ReplayFoot(touch bool) []string {
	if touch {
		return []string{"Tap the table for the next decision"}
	}
	return []string{"→, Space or tap: next decision · ←: back · Esc: the summary", "→ next · ← back · Esc summary"}
}

// The tutorial's buttons: "Auto-play", not "Play" (it turns the steps by
// itself, and must not read as "play a game": the last step's "Play a
// match" sits beside it).
const (
	AutoPlayButton = "Auto-play"
	PauseButton    = "Pause"
	RestartButton  = "Restart"
	MatchButton    = "Play a match"
	ResumeMatch    = "Resume match"
)

// TutorialButton is the title's tutorial button: the game's own, or
// Noddy's where it has none.
func TutorialButton(own bool) string {
	if own {
		return "Watch the tutorial"
	}
	return "Watch the Noddy tutorial"
}

// TutorialFoot is the tutorial's footer: the keys of the step shown (at
// the last step, what it offers); with touch, what a tap does.
func TutorialFoot(touch, last, toTable bool) string {
	esc := tutorialEsc(toTable)
	switch {
	case touch && last:
		return "The last step: Play a match, or Restart"
	case touch:
		return "Tap the table for the next step"
	case last:
		return "N: play a match · P: auto-play from the start · ←: back · R: restart · Esc: " + esc
	}
	return "→, Space or tap: next · ←: back · P: auto-play/pause · R: restart · Esc: " + esc
}

// TutorialKeysShort is the tutorial's keys in a narrow window.
func TutorialKeysShort(toTable bool) string {
	return "→ next · ← back · P auto-play · R restart · Esc " + tutorialEsc(toTable)
}

// tutorialEsc is where Esc leaves the tutorial for: the title, or the
// table whose Learn opened it.
func tutorialEsc(toTable bool) string {
	if toTable {
		return "the table"
	}
	return "title"
}

// StepOf is the tutorial's step (and page, when it has several): "Step 12
// of 38", "Step 12 of 38 · page 1 of 2".
func StepOf(step, steps, page, pages int) string {
	if pages > 1 {
		return fmt.Sprintf("Step %d of %d · page %d of %d", step, steps, page, pages)
	}
	return fmt.Sprintf("Step %d of %d", step, steps)
}

// MoreLine is the tutorial's note at the foot of a page that is not the
// step's last.
func MoreLine(touch bool) string {
	if touch {
		return "more: tap"
	}
	return "more: → or tap"
}

// EveryChoice is the tutorial's button for a step's narration on request
// (the first discard's full table of every choice), or for hiding it
// again; with its key where there are keys.
func EveryChoice(touch, shown bool) string {
	s := "Every choice"
	if shown {
		s = "Hide the table"
	}
	if touch {
		return s
	}
	return s + " (T)"
}

// Continued marks a heading whose section goes on from the page before:
// "The crib (continued)"; "The show (before the count), continued" (two
// brackets at its end read as a slip).
func Continued(heading string) string {
	if strings.HasSuffix(heading, ")") {
		return heading + ", continued"
	}
	return heading + " (continued)"
}

// Why a link was not copied: the page may not, the browser refused, no
// clipboard tool on the desktop.
const (
	LinkNoClipboard = "This page may not use the clipboard: the link is written out above."
	LinkRefused     = "The browser did not let the game copy: the link is written out above."
	LinkNoTool      = "No clipboard tool here: the link is printed where the game was started."
)
