package server

import "context"

// Record is what replays table id's finished matches, as JSON: the rule
// set, and each match's seed, first dealer and actions. A match still
// being played is left out (its seed would tell the cards to come). It is
// made once for each finished match and kept: a record grows with every
// match played, and made anew for each request (3 to 4 ms of CPU at 47
// matches) it let requests sent and dropped unread hold other tables'
// moves half a second behind.
func (s *Server) Record(ctx context.Context, id string) ([]byte, error) {
	return s.recordFrom(ctx, id, "")
}

// recordFrom is Record for a client at addr (acquireFrom).
func (s *Server) recordFrom(ctx context.Context, id, addr string) ([]byte, error) {
	t, err := s.acquireFrom(ctx, id, addr)
	if err != nil {
		return nil, err
	}
	defer s.release(t)
	t.mu.Lock()
	defer t.mu.Unlock()
	recs := t.st.records
	if !t.st.over() && len(recs) > 0 {
		recs = recs[:len(recs)-1]
	}
	// A finished match's record never changes: the matches in it say
	// whether the one kept is still the table's.
	if t.record == nil || t.recordN != len(recs) {
		b := mustJSON(struct {
			Game    string        `json:"game"`
			Players int           `json:"players"`
			Options []string      `json:"options"`
			Matches []matchRecord `json:"matches"`
		}{t.st.game.Name, t.st.rules.Seats, append([]string{}, t.st.options...), append([]matchRecord{}, recs...)})
		t.record, t.recordN = append(b, '\n'), len(recs)
	}
	return t.record, nil
}
