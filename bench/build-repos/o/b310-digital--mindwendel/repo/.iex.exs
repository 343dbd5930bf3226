alias Mindwendel.Repo

alias Mindwendel.Accounts
alias Mindwendel.Accounts.User

alias Mindwendel.Brainstormings
alias Mindwendel.Brainstormings.Brainstorming
alias Mindwendel.Brainstormings.Idea
alias Mindwendel.Brainstormings.Lane

alias Mindwendel.Lanes
