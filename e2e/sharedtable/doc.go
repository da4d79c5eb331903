// Package sharedtable runs the scenarios of Play a friend, the shared
// table and the voice through the game's view-model (ui/sharedtest)
// against a real table server (server/servertest: the server's library
// over an embedded NATS JetStream, real WebSockets on 127.0.0.1). ui's own
// tests run the same scenarios against a table server in memory
// (ui/friend/friendtest); these are slower and make test-e2e runs them.
package sharedtable
