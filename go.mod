module noddy

go 1.26
