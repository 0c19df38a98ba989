//
//  AgentDetailView.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

import SwiftUI

struct AgentDetailView: ViewInterface, View {
    var presenter: AgentDetailPresenterViewInterface!

    @ObservedObject var viewModel: AgentDetailViewModel

    var body: some View {
        VStack(spacing: 16) {
            if viewModel.isLoading {
                ProgressView()
            } else if let errorMessage = viewModel.errorMessage {
                Text(errorMessage)
                Button("Retry") {
                    presenter.ready()
                }
            } else {
                List(viewModel.items) { item in
                    Text(item.title)
                }
            }
            Button("Close") {
                presenter.close()
            }
        }
        .onAppear {
            presenter.ready()
        }
    }
}
