// Package clock implements the chess clock of the FIDE Laws of Chess:
// time controls made of periods (Art. 6.3), the Fischer increment, the
// Laws' delay mode and the Bronstein delay, carry-over of saved time
// (6.3.2), flag fall (6.1, 6.8) and the check of the move requirement at
// flag fall (6.4), pauses by the arbiter (6.11), corrections of times and
// of the move counter (6.10.2, 7.1), time penalties (7.5.5, 9.5.3, 12.9),
// and the classification of a time control as standard, rapid or blitz
// (Appendices A.1 and B.1) in each edition of the Laws.
//
// # Time controls
//
// A [TimeControl] is a sequence of [Period] values. Each period asks for a
// number of moves (or all remaining moves) in a given time, with an optional
// per-move extra of one [Mode]: [Increment] (Fischer), [Delay] (the Laws'
// delay mode, also called US delay) or [Bronstein]. If the last period has a
// move count, it repeats: "40/7200" means 40 moves in two hours, then
// another two hours for the next 40 moves, and so on.
//
// Time controls are read from three syntaxes, each reporting errors as a
// [*ParseError] with a byte offset:
//
//   - the PGN TimeControl tag ([ParsePGN], written by [TimeControl.String]):
//     "?", "-", "40/5400", "5400", "300+2", "*90", fields joined by ":",
//     plus the common extension "40/5400+30:1800+30" (an increment on a
//     moves/seconds field) and this package's extension for delays,
//     "300d5" (delay mode, 5 s) and "300b5" (Bronstein delay, 5 s). Fractions
//     of a second are written with up to three decimals ("0.5"). The FIDE
//     classic "90 min/40 moves + 30 min, 30 s per move from move 1" is written
//     "40/5400+30:1800+30".
//   - FIDE-style text ([ParseText], written by [TimeControl.Text]):
//     "90 min/40 moves + 30 min, 30 s per move from move 1", "15+10"
//     (minutes + seconds), "G/90;d5" and "40/120, SD/30;d5" as US organisers
//     write them (numbers in minutes, d = delay mode, b = Bronstein), "G/5 d3".
//   - JSON ([TimeControl.MarshalJSON], [TimeControl.UnmarshalJSON]):
//     {"kind":"timed","periods":[{"moves":40,"time_ms":5400000,
//     "increment_ms":30000},{"time_ms":1800000,"increment_ms":30000}]}.
//     A JSON string is read as a PGN tag value.
//
// [Parse] accepts all three: JSON if the input starts with "{", the PGN tag
// syntax if the input is valid in it, FIDE-style text otherwise. So "15+10"
// given to Parse is the PGN tag (15 s + 10 s); use ParseText, or write
// "15 min + 10 s", for fifteen minutes.
//
// # The clock
//
// A [Clock] is driven by explicit instants: every method that changes or
// reads the clock takes the instant at which it happens, measured on a
// monotonic time line (a [time.Duration] since an arbitrary origin). This
// makes the clock deterministic and lets an event log be replayed exactly. A
// [Source] supplies the current instant for live use ([Clock.Now]): [NewReal]
// for servers (Go's monotonic clock), [Manual] for tests and replays. All
// instants and times are rounded to the millisecond; remaining time is never
// negative.
//
// Defaults where the Laws leave the choice to the implementation:
//
//   - An increment is credited at the press that completes a move, from move
//     1 on, and belongs to the period in which the move was played.
//   - The next period's time is credited at the press that completes the
//     period's last move; the time saved is carried over (6.3.2), except
//     under [Rules.CarrySavedTimeInDelayMode] = false (the 2005 text, 6.2b)
//     after a period in delay mode.
//   - Both delays apply from move 1.
//   - At the scheduled start White's clock runs ([Clock.Start], 6.6), whether
//     or not anyone is present.
//   - Delay mode: for each move the main time only starts to run once the
//     delay is used up; unused delay is lost; with no main time left each
//     move can still be completed within the delay; the flag falls when
//     delay plus main time are used up. The displayed time is the main time.
//   - Bronstein delay: the clock runs at once and the time used, up to the
//     delay, is given back at the press; with no main time left the flag
//     falls as the clock starts.
//   - A flag falls at the instant the player's time is used up (elapsed time
//     equal to the time available). Once fallen, the player's time stays at
//     zero and gets no increment or period time until the arbiter sets it
//     again ([Clock.SetRemaining]).
//
// # Editions
//
// [RulesFor] maps edition names ("fide2023", "fide2018", "fide2014",
// "fide2005", "fide1971") to [Rules], the options in which the editions
// differ as far as the clock is concerned. The 2023 behaviour is the default.
package clock
