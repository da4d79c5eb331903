package tour

// MoreLine is the tutorial's note at the foot of a page that is not the
// step's last.
func (a *Scene) MoreLine() string {
	if a.Touch {
		return "more: tap"
	}
	return "more: → or tap"
}

// tourKeysShort is the tutorial's keys in a narrow window.
const tourKeysShort = "→ next · ← back · P auto-play · R restart · Esc title"
