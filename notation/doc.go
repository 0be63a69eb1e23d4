// Package notation implements the notation of moves of the FIDE Laws of
// Chess, Art. 8 and Appendix C (algebraic notation), and the Standard
// Algebraic Notation (SAN) of the PGN standard, section 8.2.3.
//
// Writing: AppendSAN and SAN give the PGN export form (English letters,
// minimal disambiguation counting only pieces that can legally make the
// move, "x" for captures, "e8=Q", "O-O", "+" and "#"). AppendSANIn writes
// the same form with the piece letters of another language (Appendix C.3)
// or with figurines; AppendLAN writes the long form of Appendix C.8.
//
// Reading: ParseSAN is the fast, allocation-free, lenient reader for
// English SAN as it is found in real game records (0-0, e8Q, ed4, Ng1f3,
// "!?" and "e.p." suffixes...). ParseMove reads SAN in any of the
// languages of Appendix C.3 (or detects it), long algebraic notation and
// UCI, and in strict mode reports every deviation from PGN export SAN as a
// Finding. DetectLanguage decides a game's language from its move texts.
//
// Errors are *SANError values whose Reason tells an illegal move (the text
// names no legal move), an ambiguous one (it names more than one; PGN
// counts that as illegal) and an unreadable one (the text is not a move).
package notation
