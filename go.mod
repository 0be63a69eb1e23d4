module github.com/arbiter-chess/arbiter

go 1.26.8
