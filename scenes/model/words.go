package model

import (
	"strconv"
	"strings"

	"noddy/engine"
	"noddy/engine/english"
)

// The words that name an input say what the player uses: a finger taps
// (App.Touch), a mouse clicks and keys are pressed.

// promptKey is what the "your turn" line depends on.
type promptKey struct {
	legal [3]bool // by the keys 1, 2, 3
	n     int     // cards held
	touch bool
	card  engine.Card // the one card that can be laid
}

// TurnPrompt is the line over the player's hand on their turn, naming only
// what can be laid: "Your turn: click a card or press 1–3", "Your turn:
// click a card, or press 1 or 3", "Your turn: click the eight of clubs or
// press 2"; with touch "Your turn: tap a card" ("tap the eight of
// clubs"). "" when it is not the player's turn.
func (a *App) TurnPrompt() string {
	t := a.Table
	if t == nil || !t.YourTurn() {
		return ""
	}
	k := promptKey{touch: a.Touch}
	a.held = t.Held(a.held[:0])
	k.n = len(a.held)
	legal := 0
	for i, s := range a.held {
		if c := t.Sprites[s].Card; t.Legal(c) {
			k.legal[i], k.card = true, c
			legal++
		}
	}
	if legal != 1 {
		k.card = engine.NoCard
	}
	if k == a.promptK && a.prompt != "" {
		return a.prompt
	}
	a.promptK, a.prompt = k, turnPrompt(k, legal)
	return a.prompt
}

func turnPrompt(k promptKey, legal int) string {
	if legal == 0 {
		return "" // cannot happen: a player with no card that fits has said go
	}
	if k.touch {
		if legal == 1 {
			return "Your turn: tap the " + english.Card(k.card)
		}
		return "Your turn: tap a card"
	}
	var keys []string
	for i, ok := range k.legal {
		if ok {
			keys = append(keys, strconv.Itoa(i+1))
		}
	}
	switch {
	case legal == 1:
		return "Your turn: click the " + english.Card(k.card) + " or press " + keys[0]
	case legal == 3:
		return "Your turn: click a card or press 1–3"
	}
	return "Your turn: click a card, or press " + strings.Join(keys, " or ")
}

// TitleFoot is the title's footer: the rules' source and how to choose.
func (a *App) TitleFoot() string {
	if a.Touch {
		return "Rules: Justin du Coeur's 1996 reconstruction · tap to choose"
	}
	return "Rules: Justin du Coeur's 1996 reconstruction · ↑↓ and Enter, or click"
}

// SettingsFoot is the settings' footer.
func (a *App) SettingsFoot() string {
	if a.Touch {
		return "Remembered between games"
	}
	return "Remembered between games · Esc to go back"
}

// RuleLine is the line under the table's cards: the rule set, the seed
// and the computer's level ("Rules: Noddy (R to read them) · seed 482913 ·
// computer: easy"; "(Rules to read them)" with touch).
func (a *App) RuleLine() string {
	t := a.Table
	if t == nil {
		return ""
	}
	if a.Touch {
		return t.RuleTouch
	}
	return t.RuleText
}

// HintFoot is the hint panel's last line.
func (a *App) HintFoot() string {
	if a.Touch {
		return "Tap Hint to close"
	}
	return "H or Esc: close"
}

// ConfirmLines are the "new match?" box's lines.
func (a *App) ConfirmLines() []string {
	if a.Touch {
		return confirmLinesTouch[:]
	}
	return confirmLines[:]
}

var (
	confirmLines      = [...]string{"The match in progress will be lost.", "Y: new match · N or Esc: keep playing"}
	confirmLinesTouch = [...]string{"The match in progress will be lost."}
)

// MoreLine is the tutorial's note at the foot of a page that is not the
// step's last.
func (a *App) MoreLine() string {
	if a.Touch {
		return "more: tap"
	}
	return "more: → or tap"
}

// Footer is the footer's line for scene, longest first: the drawer takes
// the first that fits the window at the footer's size (Layout.FootPX).
func (a *App) Footer(scene SceneID) []string {
	a.foot = a.foot[:0]
	switch scene {
	case SceneTitle:
		a.foot = append(a.foot, a.TitleFoot(), "Du Coeur's 1996 rules")
	case SceneSettings:
		a.foot = append(a.foot, a.SettingsFoot(), "Remembered between games")
	case SceneTable:
		if t := a.Table; t != nil {
			a.foot = append(a.foot, a.RuleLine())
			if !a.Touch {
				a.foot = append(a.foot, t.ruleShort[0])
			}
			a.foot = append(a.foot, t.ruleShort[1:]...)
		}
	case SceneTutorial:
		a.foot = append(a.foot, a.TourKeys())
		if !a.Touch {
			a.foot = append(a.foot, tourKeysShort)
		}
	}
	return a.foot
}

// tourKeysShort is the tutorial's keys in a narrow window.
const tourKeysShort = "→ next · ← back · P auto-play · R restart · Esc title"
