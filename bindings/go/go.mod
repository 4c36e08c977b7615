module majiang

go 1.19
