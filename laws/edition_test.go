package laws

import "testing"

// The edition in force on a game's date: 1953-07-01, 2005-07-01,
// 2014-07-01, 2018-01-01 and 2023-01-01; an unknown month or day counts as
// the first, no date as 2023.
func TestEditionAt(t *testing.T) {
	for date, want := range map[string]string{
		"":           "fide2023",
		"????.??.??": "fide2023",
		"1886":       "fide1971",
		"1834.??.??": "fide1971",
		"1999.??.??": "fide1971",
		"2005.06.30": "fide1971",
		"2005.07.01": "fide2005",
		"2005.??.??": "fide1971",
		"2005.08.??": "fide2005",
		"2014.06.30": "fide2005",
		"2014.07.01": "fide2014",
		"2017.12.31": "fide2014",
		"2018.01.01": "fide2018",
		"2022-12-31": "fide2018",
		"2023.01.01": "fide2023",
		"2024.05.05": "fide2023",
	} {
		if got := EditionAt(date).ID; got != want {
			t.Errorf("EditionAt(%q) = %s, want %s", date, got, want)
		}
	}
}
