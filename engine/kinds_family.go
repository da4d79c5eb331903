package engine

// Kinds the family's state machine awards itself. (Merged with the rule
// sets' kinds in combo.go.)
const MogPoint Kind = 100
