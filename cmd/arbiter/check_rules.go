package main

// The articles "arbiter check" cites for a bad move, by their 2023 numbers;
// laws.Edition.Article gives each edition's own number.
const (
	artIllegal    = "3.10.2" // a move that fails Art. 3.1-3.9
	artAmbiguous  = "C.10"   // two pieces of a kind can reach the square: the record must say which
	artUnreadable = "8.1.1"  // the moves are recorded in algebraic notation
)
