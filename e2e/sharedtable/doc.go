// Package sharedtable runs the game's view-model (package ui: Play a
// friend, the shared table, the voice) against a real table server
// (server/servertest: the server's library over an embedded NATS
// JetStream, real WebSockets on 127.0.0.1). ui's own tests cover the same
// behaviour against a table in memory (ui/faketable_test.go); these are
// slower and make test-e2e runs them.
package sharedtable
