module go.uber.org/zap/assets

go 1.21.5
