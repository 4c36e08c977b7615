module tables

go 1.19

require majiang v0.0.0

replace majiang => ../../../../bindings/go
