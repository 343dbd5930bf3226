module github.com/samber/lo/exp/simd

go 1.26.0

require github.com/samber/lo v0.0.0

require golang.org/x/text v0.22.0 // indirect

replace github.com/samber/lo => ../../
