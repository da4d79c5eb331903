package server

import "noddy/protocol"

// A hello with last is sent every item after it, rendered for the
// connection's seat under the table's lock. A watcher may come back as
// often as it can connect: rendering a long table's history anew for each
// (6,335 items, 17 ms each time) held the seats' moves 0.7 s behind a
// storm of watchers asking for it from the start. So the watchers' view
// of each full run of chunkItems items (seq 1-100, 101-200, …) is
// rendered once per table and protocol version and kept: items never
// change once added. A backlog is those runs as they are, and at most two
// partial runs (its first and last) rendered for it.

// freeBacklog is how many items a seat coming back may ask for without
// their being charged to its address (Config.LoadRate): a reconnect's.
const freeBacklog = 1000

// chunkKey is a kept run: its number (seq 1 to chunkItems is 0) and the
// protocol version it was rendered for.
type chunkKey struct{ n, v int }

// sendSince queues c the items after last, in messages of at most
// chunkItems aligned on runs of chunkItems; t.mu is held.
func (t *table) sendSince(c *session, last int64, seat, v int) {
	items := t.st.since(last)
	at := len(t.st.items) - len(items) // items[0]'s index in the stream
	for len(items) > 0 {
		n := min(len(items), chunkItems-at%chunkItems)
		if seat < 0 && n == chunkItems {
			c.send(t.watchersRun(at/chunkItems, items[:n], v))
		} else {
			c.send(mustJSON(protocol.ServerMsg{Type: protocol.Items, Items: render(items[:n], seat, v)}))
		}
		items, at = items[n:], at+n
	}
}

// watchersRun is the message of run k (its items) as watchers of version
// v see it, rendered once; t.mu is held.
func (t *table) watchersRun(k int, items []item, v int) []byte {
	key := chunkKey{k, v}
	if b, ok := t.runs[key]; ok {
		return b
	}
	if t.runs == nil {
		t.runs = map[chunkKey][]byte{}
	}
	b := mustJSON(protocol.ServerMsg{Type: protocol.Items, Items: render(items, -1, v)})
	t.runs[key] = b
	return b
}
