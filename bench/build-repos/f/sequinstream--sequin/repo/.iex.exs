import Sequin.IexHelpers

alias Sequin.Consumers
alias Sequin.Consumers.SinkConsumer
alias Sequin.Databases
alias Sequin.Databases.PostgresDatabase
alias Sequin.Health
alias Sequin.Postgres
alias Sequin.Replication
alias Sequin.Repo
alias Sequin.Runtime.ConsumerProducer
alias Sequin.Runtime.MessageLedgers
alias Sequin.Runtime.SinkPipeline
alias Sequin.Runtime.SlotMessageStore
alias Sequin.Runtime.SlotProcessorServer
alias Sequin.Runtime.SlotProducer
alias Sequin.Runtime.SlotProducer.ReorderBuffer
alias Sequin.Runtime.SlotSupervisor
alias Sequin.Runtime.TableReaderServer

IEx.configure(auto_reload: true)

import_file_if_available(".iex.local.exs")
